/**
 * Scenario switches (README "Scenarios"). A request header `x-mock-scenario` or the page flag
 * `?mockScenario=` names one or more scenarios, comma-separated; `name@Target` limits one to a
 * GraphQL operation name (`http-500@CreateOrder`) or a REST call (`get-ip`, `search`, `upload`).
 */
export const scenarioNames = [
  'network-error',
  'http-429',
  'http-500',
  'http-502',
  'http-503',
  'http-504',
  'flaky-503',
  'slow',
  'timeout',
  'out-of-stock',
  'low-stock',
  'price-change',
  'collection-change',
  'expired-coupon',
  'store-failure',
  'zip-failure',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

/** Header a test or a demo tool sets on a request. */
export const SCENARIO_HEADER = 'x-mock-scenario';

/** Page query flag; the browser worker remembers it for the tab in sessionStorage. */
export const SCENARIO_QUERY_FLAG = 'mockScenario';

interface ScenarioEntry {
  readonly name: ScenarioName;
  readonly target: string | null;
}

const isScenarioName = (value: string): value is ScenarioName =>
  (scenarioNames as readonly string[]).includes(value);

/** The scenarios in force for one request to one target. */
export class Scenarios {
  private constructor(
    private readonly entries: readonly ScenarioEntry[],
    readonly target: string,
  ) {}

  /** Parses `slow,http-500@CreateOrder`; unknown names are ignored. */
  static parse(raw: string | null | undefined, target: string): Scenarios {
    const entries = (raw ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .flatMap((part): ScenarioEntry[] => {
        const [name = '', scope] = part.split('@');
        return isScenarioName(name) ? [{ name, target: scope?.trim() || null }] : [];
      });
    return new Scenarios(entries, target);
  }

  /** The header wins over the page flag. */
  static forRequest(request: Request, pageScenario: string | null, target: string): Scenarios {
    return Scenarios.parse(request.headers.get(SCENARIO_HEADER) ?? pageScenario, target);
  }

  static none(target = ''): Scenarios {
    return new Scenarios([], target);
  }

  has(name: ScenarioName): boolean {
    const target = this.target.toLowerCase();
    return this.entries.some(
      (entry) =>
        entry.name === name && (entry.target === null || entry.target.toLowerCase() === target),
    );
  }
}

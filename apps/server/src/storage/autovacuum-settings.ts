/**
 * When a table is due for VACUUM or ANALYZE, by PostgreSQL's autovacuum rule: a threshold of
 * rows plus a share of the table's rows. PGlite has no autovacuum; its upkeep applies the same
 * rule with the same settings (see `pglite-upkeep.ts`).
 */
export interface AutovacuumSettings {
  readonly vacuumThreshold: number;
  readonly vacuumScaleFactor: number;
  readonly insertThreshold: number;
  readonly insertScaleFactor: number;
  readonly analyzeThreshold: number;
  readonly analyzeScaleFactor: number;
}

/** PostgreSQL 15's defaults (`autovacuum_vacuum_threshold` and the rest, postgresql.conf). */
export const AUTOVACUUM_DEFAULTS: AutovacuumSettings = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1_000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
};

/** Each setting's storage parameter (`ALTER TABLE … SET (…)`, `pg_class.reloptions`). */
const PARAMETERS: Readonly<Record<string, keyof AutovacuumSettings>> = {
  autovacuum_vacuum_threshold: 'vacuumThreshold',
  autovacuum_vacuum_scale_factor: 'vacuumScaleFactor',
  autovacuum_vacuum_insert_threshold: 'insertThreshold',
  autovacuum_vacuum_insert_scale_factor: 'insertScaleFactor',
  autovacuum_analyze_threshold: 'analyzeThreshold',
  autovacuum_analyze_scale_factor: 'analyzeScaleFactor',
};

/**
 * A table's settings from its storage parameters (`pg_class.reloptions`, e.g.
 * `autovacuum_vacuum_scale_factor=0.01`), PostgreSQL's defaults for those it does not set.
 * Other parameters (`toast_tuple_target`) are not autovacuum's and are skipped.
 *
 * @example
 * autovacuumSettings(['autovacuum_vacuum_scale_factor=0.01']).vacuumScaleFactor; // 0.01
 */
export function autovacuumSettings(reloptions: readonly string[] | null): AutovacuumSettings {
  const settings: Record<keyof AutovacuumSettings, number> = { ...AUTOVACUUM_DEFAULTS };
  for (const option of reloptions ?? []) {
    const [name = '', value = ''] = option.split('=');
    const setting = PARAMETERS[name];
    const number = Number(value);
    if (setting && value !== '' && Number.isFinite(number)) settings[setting] = number;
  }
  return settings;
}

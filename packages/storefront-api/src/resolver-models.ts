import type { DeviceType } from './catalogue/types.js';

/** The parent of `InitialData` field resolvers: the store and device the page asked for. */
export interface InitialDataModel {
  readonly storeId: string;
  readonly deviceType: DeviceType;
}

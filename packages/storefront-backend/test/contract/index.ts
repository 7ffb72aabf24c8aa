// What hosts' contract harnesses and tests take from the contract suite
// (`@haat/storefront-backend/contract`): the target API, the sample documents and fixtures.
export {
  CONTRACT_START_MS,
  ContractClock,
  contractTarget,
  provideContractTarget,
  SentCodes,
  type ContractTarget,
} from './target.js';
export { documents, extraDocuments, type DocumentName } from './documents.js';
export { postGraphql, type GraphqlAnswer } from './post-graphql.js';
export {
  address,
  DEAL,
  FACE_WASH,
  NO_VARIANTS,
  orderInput,
  PHONE,
  SERUM,
  SOLD_OUT,
  SUNSCREEN,
} from './fixtures.js';

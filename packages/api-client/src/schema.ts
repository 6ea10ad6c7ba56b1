// The contract's generated types live in @qone/domain (the rules need them and may not import the client); the
// console and the kit keep reading them from the client they call the API with.
export type * from '@qone/domain/schema';

// Replaced by the test-database provisioning in the foundation work.
export default function setup(): void {}

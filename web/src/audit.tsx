export function Audit() { return <p>audit</p>; }

export function History({ matchId }: { matchId: string }) { return <p>{matchId}</p>; }

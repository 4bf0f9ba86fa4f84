// Generated from src/audit/players.ts by packages/verifier/generate.mjs: edit the source and run it again.
const emptySeat = (seat) => ({ seat, name: null, playerId: null, bot: null, invited: false, joinedAt: null });
/** The seat holders after `events`, seat by seat: a seat left before the match started is free again. */
export function seatHolders(seats, events) {
    const holders = Array.from({ length: seats }, (_, seat) => emptySeat(seat));
    for (const event of events) {
        if (event.type === 'PlayerLeft') {
            const { seat } = event.data;
            if (holders[seat])
                holders[seat] = emptySeat(seat);
            continue;
        }
        if (event.type !== 'PlayerJoined')
            continue;
        const data = event.data;
        if (!holders[data.seat])
            continue;
        holders[data.seat] = {
            seat: data.seat,
            name: data.name,
            playerId: data.playerId ?? null,
            bot: data.bot ?? null,
            invited: data.invited === true,
            joinedAt: event.at,
        };
    }
    return holders;
}

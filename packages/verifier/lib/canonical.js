// Generated from src/audit/canonical.ts by packages/verifier/generate.mjs: edit the source and run it again.
/**
 * Canonical JSON (docs/export-format.md, "Canonical JSON"): UTF-8; objects with their members sorted by key (UTF-16 code unit order, as JavaScript's
 * default sort), members whose value is undefined left out; arrays in order; strings and numbers exactly as
 * JSON.stringify writes them; no whitespace anywhere.
 */
export function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    // Strings built in one pass (every stored event is hashed through here on its move's path).
    if (Array.isArray(value)) {
        let items = '';
        for (let i = 0; i < value.length; i++)
            items += (i === 0 ? '' : ',') + (value[i] === undefined ? 'null' : canonicalJson(value[i]));
        return `[${items}]`;
    }
    let members = '';
    for (const key of Object.keys(value).sort()) {
        const member = value[key];
        if (member !== undefined)
            members += (members === '' ? '' : ',') + JSON.stringify(key) + ':' + canonicalJson(member);
    }
    return `{${members}}`;
}

# probe: dtype name table with aliases: dict.get(name, name) passes unknown names through, then a table lookup
# inputs
names = ["half", "fp16", "bfloat16", "int4", "float"]
strict = True
# body
ALIASES = {"half": "fp16", "float": "fp32", "bfloat16": "bf16", "float16": "fp16"}
BYTES = {"fp16": 2, "fp32": 4, "bf16": 2, "fp8": 1}
canon = [ALIASES.get(n, n) for n in names]
r_canon = canon
sizes = {}
missing = []
for c in canon:
    if c in BYTES:
        sizes[c] = BYTES[c]
    else:
        missing.append(c)
r_sizes = sizes
r_missing = missing
try:
    r_strict = [BYTES[ALIASES.get(n, n)] for n in names] if strict else None
except KeyError as e:
    r_strict = type(e).__name__
    r_key = e.args[0]
r_total = sum(BYTES.get(c, 0) for c in canon)
r_dedup = list(dict.fromkeys(canon))

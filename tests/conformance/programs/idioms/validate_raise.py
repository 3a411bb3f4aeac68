# probe: validation functions that raise for bad configs, called in a loop, errors collected
# inputs
configs = [{"m": 16, "dtype": "bf16"}, {"m": 15, "dtype": "bf16"}, {"m": 32, "dtype": "int3"}]
# body
SUPPORTED = ("bf16", "fp8")
def validate(c):
    if c["dtype"] not in SUPPORTED:
        raise ValueError(f"dtype {c['dtype']} not supported")
    assert c["m"] % 16 == 0, f"m={c['m']} must be a multiple of 16"
    return True
errors = []
for i, c in enumerate(configs):
    try:
        validate(c)
        errors.append(None)
    except (ValueError, AssertionError) as e:
        errors.append((i, type(e).__name__, str(e)))
r_errors = errors
r_valid = [c["m"] for c, e in zip(configs, errors) if e is None]

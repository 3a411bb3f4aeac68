# probe: validation: unknown keys raise ValueError, asserts with messages from inputs, the first failure wins
# inputs
cfg = {"M": 128, "N": 64, "dtype": "fp16", "mode": "fast"}
allowed = ["M", "N", "K", "dtype"]
# body
def validate(c):
    for k in c:
        if k not in allowed:
            raise ValueError(f"unknown key {k!r}")
    assert c["M"] % 16 == 0, f"M={c['M']} not a multiple of 16"
    return True
try:
    r_ok = validate(cfg)
except ValueError as e:
    r_ok = type(e).__name__
    r_msg = str(e)
except AssertionError as e:
    r_ok = type(e).__name__
trimmed = {k: v for k, v in cfg.items() if k in allowed}
r_trimmed = trimmed
try:
    r_ok2 = validate(trimmed)
except (ValueError, AssertionError) as e:
    r_ok2 = type(e).__name__
try:
    r_ok3 = validate(dict(trimmed, M=100))
except AssertionError as e:
    r_ok3 = type(e).__name__
    r_args3 = e.args

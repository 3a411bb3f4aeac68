# probe: dtype aliases resolved by .get(x, x) then getattr on a torch-like namespace, with a default and a missing one
# inputs
names = ["bf16", "float32", "fp8", "int4"]
# body
class torch:
    bfloat16 = "torch.bfloat16"
    float16 = "torch.float16"
    float32 = "torch.float32"
    float8_e4m3fn = "torch.float8_e4m3fn"
ALIASES = {"bf16": "bfloat16", "fp16": "float16", "fp8": "float8_e4m3fn", "fp32": "float32"}
resolved = []
missing = []
for n in names:
    full = ALIASES.get(n, n)
    dt = getattr(torch, full, None)
    if dt is None:
        missing.append(n)
        continue
    resolved.append(dt)
r_resolved = resolved
r_missing = missing
try:
    getattr(torch, ALIASES.get("int4", "int4"))
    r_err = None
except AttributeError as e:
    r_err = type(e).__name__
r_has = [hasattr(torch, ALIASES.get(n, n)) for n in names]

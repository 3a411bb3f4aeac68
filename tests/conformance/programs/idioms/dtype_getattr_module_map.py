# probe: dtype names mapped to objects with getattr on a module-like namespace (types.ModuleType made at runtime), with and without a default, hasattr, a name built from a string, setattr adding an alias
# inputs
names = ["bfloat16", "float8_e4m3fn", "int4"]
alias = "bf16"
# body
import types
fake_torch = types.ModuleType("fake_torch")
fake_torch.bfloat16 = "torch.bfloat16"
fake_torch.float8_e4m3fn = "torch.float8_e4m3fn"
r_default = [getattr(fake_torch, n, None) for n in names]
r_has = [hasattr(fake_torch, n) for n in names]
try:
    getattr(fake_torch, names[-1])
    r_missing = "ok"
except AttributeError as e:
    r_missing = type(e).__name__
setattr(fake_torch, alias, fake_torch.bfloat16)
r_alias = getattr(fake_torch, alias)
r_name = fake_torch.__name__
r_built = getattr(fake_torch, "float" + str(8) + "_e4m3fn")
try:
    getattr(fake_torch, 16)
    r_nonstr = "ok"
except TypeError as e:
    r_nonstr = type(e).__name__
r_dir = sorted(n for n in dir(fake_torch) if not n.startswith("_"))
r_vars = sorted(k for k in vars(fake_torch) if not k.startswith("__"))

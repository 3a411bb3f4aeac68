# probe: enum.StrEnum (3.11): str() and format() give the value, auto() gives the lowercased name, comparison and lookup
# inputs
choice = "cutlass"
# body
import enum
class Backend(enum.StrEnum):
    HALOPS = enum.auto()
    CUTLASS = enum.auto()
    TORCH = "torch_ref"
b = Backend(choice)
r_name = b.name
r_str = str(b)
r_f = f"{b}"
r_fmt = "{:>10}".format(b)
r_vals = [x.value for x in Backend]
r_eq = b == "cutlass"
r_sorted = sorted(Backend)
r_sorted_names = [x.name for x in sorted(Backend)]
try:
    Backend("TORCH")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_upper = Backend.TORCH.upper()

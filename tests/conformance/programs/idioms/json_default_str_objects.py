# probe: json.dumps default=str for sets, enums, dataclass-ish objects and paths; without default TypeError; default raising propagates
# inputs
tags = {"b", "a"}
n = 3
# body
import json, enum, pathlib
class Dt(enum.Enum):
    F16 = "f16"
class Cfg:
    def __str__(self):
        return "Cfg(n=%d)" % n
def attempt(fn):
    try:
        return fn()
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_set_default = attempt(lambda: json.dumps(sorted(tags)))
r_set_raw = attempt(lambda: json.dumps({"t": tags}))
r_enum_str = json.dumps({"dt": Dt.F16}, default=str)
r_obj_str = json.dumps([Cfg(), n], default=str)
r_path = json.dumps({"p": pathlib.PurePosixPath("a/b")}, default=str)
def bad_default(o):
    raise ValueError("no")
r_bad_default = attempt(lambda: json.dumps({"x": object()}, default=bad_default))
r_default_returns_obj = attempt(lambda: json.dumps({"x": object()}, default=lambda o: o))
r_bytes = attempt(lambda: json.dumps(b"x"))
r_bytes_def = json.dumps(b"x", default=lambda b: b.decode())

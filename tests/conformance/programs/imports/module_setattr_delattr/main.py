# probe: setattr / delattr on a module: functions of the module see the change; a deleted name is AttributeError, NameError inside the module's function, ImportError for from-import
# inputs
val = 5
# body
import target
setattr(target, "X", val)
r_read = target.read_x()
delattr(target, "X")
r_has = hasattr(target, "X")
try:
    target.read_x()
    r_call = "ok"
except NameError as e:
    r_call = type(e).__name__
try:
    from target import X
    r_from = X
except ImportError as e:
    r_from = type(e).__name__
try:
    del target.X
    r_del = "ok"
except AttributeError as e:
    r_del = type(e).__name__
r_default = getattr(target, "X", None)

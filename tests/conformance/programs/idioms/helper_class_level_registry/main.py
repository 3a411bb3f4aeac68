# probe: a class-level registry in a helper module filled by __init_subclass__ from both modules; create() by name, KeyError for unknown names; the shared class-level list
# inputs
want = "cutlass"
# body
import base
class Cutlass(base.Backend):
    def run(self):
        return "c"
class Torch(base.Backend, name="torch_ref"):
    pass
r_keys = sorted(base.Backend.registry)
r_order = list(base.Backend.order)
r_run = base.Backend.create(want).run()
r_shared = Cutlass.order is base.Backend.order
try:
    base.Backend.create("nope")
    r_missing = "ok"
except KeyError as e:
    r_missing = type(e).__name__
try:
    base.Backend.create("torch_ref").run()
    r_norun = "ok"
except AttributeError as e:
    r_norun = type(e).__name__

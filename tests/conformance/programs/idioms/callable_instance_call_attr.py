# probe: callable() looks at the type: an instance __call__ attribute does not count; classes, bound methods, staticmethods do
# inputs
name = "run"
arg = 3
# body
class Op:
    def run(self, x):
        return x * 2
    @staticmethod
    def helper(x):
        return x + 1
class Callable:
    def __call__(self, x):
        return x - 1
o = Op()
o.__call__ = lambda x: x
r_inst = callable(o)
r_cls = callable(Op)
r_meth = callable(getattr(o, name, None))
r_call_meth = getattr(o, name)(arg)
r_static = callable(Op.__dict__["helper"])
r_static_call = Op.helper(arg)
r_c = callable(Callable())
r_c_call = Callable()(arg)
try:
    o(arg)
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_none = callable(None)
r_missing = getattr(o, "nope", None)
r_builtin = callable(len) and callable(int)
r_str = callable("run")

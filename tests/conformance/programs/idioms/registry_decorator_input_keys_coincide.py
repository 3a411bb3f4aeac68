# probe: a class-level registry filled by a decorator at definition time under keys taken from inputs that coincide; lookups with get defaults, len, order and which function won
# inputs
first = "conv"
second = "conv"
third = "gemm"
# body
class Ops:
    table = {}
    @classmethod
    def register(cls, name):
        def deco(fn):
            cls.table[name] = fn
            return fn
        return deco
@Ops.register(first)
def op_a():
    return "a"
@Ops.register(second)
def op_b():
    return "b"
@Ops.register(third)
def op_c():
    return "c"
@Ops.register("fixed")
def op_d():
    return "d"
r_len = len(Ops.table)
r_keys = list(Ops.table)
r_conv = Ops.table["conv"]()
r_fixed = Ops.table["fixed"]()
r_missing = Ops.table.get("none", op_d)()
r_get_first = Ops.table.get(first, op_d).__name__
r_names = sorted(f.__name__ for f in Ops.table.values())

# probe: __init_subclass__ with keyword arguments picking the registry key, a default key, inheritance of the key attribute, and a subclass without the hook
# inputs
op = "gemm"
prio = 3
# body
class Kernel:
    table = {}
    def __init_subclass__(cls, op=None, priority=0, **kw):
        super().__init_subclass__(**kw)
        cls.priority = priority
        key = op or getattr(cls, "op_name", cls.__name__.lower())
        Kernel.table.setdefault(key, []).append((priority, cls.__name__))
class A(Kernel, op=op, priority=prio):
    pass
class B(Kernel, op=op):
    pass
class Cc(Kernel):
    op_name = "conv"
class D(Cc):
    pass
r_table = {k: sorted(v, reverse=True) for k, v in Kernel.table.items()}
r_keys = list(Kernel.table)
r_best = max(Kernel.table[op])[1]
r_prio = (A.priority, B.priority, D.priority)
r_has = hasattr(Kernel, "priority")

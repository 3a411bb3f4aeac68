# probe: a class decorator factory registering classes under input keys (one overwriting another), adding a class attribute; lookups through the registry and instantiation
# inputs
k_a = "alpha"
k_b = "alpha"
# body
REG = {}
def register(key, **extra):
    def deco(cls):
        cls.key = key
        for n, v in extra.items():
            setattr(cls, n, v)
        REG[key] = cls
        return cls
    return deco
@register(k_a, rank=1)
class A:
    pass
@register(k_b, rank=2)
class B:
    pass
@register("fixed")
class C:
    rank = 0
r_len = len(REG)
r_names = sorted(c.__name__ for c in REG.values())
r_alpha = REG["alpha"].__name__
r_ranks = (A.rank, B.rank, C.rank)
r_keys = (A.key, B.key)
r_inst = type(REG.get(k_a, C)()).__name__
r_missing = REG.get("beta", C).key

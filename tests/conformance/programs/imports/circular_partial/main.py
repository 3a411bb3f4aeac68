# probe: a circular import between two modules: the second sees the first half-made (a name defined after the import missing), an import-time registry filled from both
# inputs
name = "b"
# body
import pkg.a as a
import pkg.b as b
r_a = a.VALUE
r_b_saw = b.SAW
r_reg = sorted(a.REGISTRY)
try:
    r_lookup = a.REGISTRY[name]
except KeyError as e:
    r_lookup = type(e).__name__

from . import a
a.REGISTRY["b"] = 2
SAW = hasattr(a, "LATE")

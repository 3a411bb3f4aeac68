# probe: a class imported by `from m import C` and reached as m.C is one object: isinstance across both, subclasses registered from another module, __module__ and __qualname__
# inputs
k = 0
# body
import models
from models import Base, Conv
import extra
r_same = Base is models.Base
r_isinst = isinstance(extra.Linear(), models.Base)
r_registry = list(Base.registry)
r_module = [Conv.__module__, extra.Linear.__module__]
r_qual = extra.Linear.__qualname__
r_k = k

# probe: __name__, __package__, __doc__, __file__'s basename and __path__ of modules and packages; main's own __name__
# inputs
k = 1
# body
import os
import pkg.mod
import pkg.inner.leaf
r_main = __name__
r_names = [pkg.__name__, pkg.mod.__name__, pkg.inner.leaf.__name__]
r_packages = [pkg.__package__, pkg.mod.__package__, pkg.inner.__package__, pkg.inner.leaf.__package__]
r_doc = pkg.__doc__
r_doc_none = pkg.mod.__doc__
r_files = [os.path.basename(pkg.__file__), os.path.basename(pkg.inner.leaf.__file__)]
r_path = [os.path.basename(p) for p in pkg.inner.__path__]
r_has_path = [hasattr(pkg, "__path__"), hasattr(pkg.mod, "__path__")]
r_who = pkg.mod.WHO

# probe: a package: relative imports inside it, import_module with a package anchor
# inputs
sub = ".impl"
# body
import importlib
import pkg
r_api = pkg.api()
r_sub = importlib.import_module(sub, "pkg").NAME
from pkg.impl import NAME as n2
r_from = n2
from pkg import impl
r_attr_after_import = pkg.impl is impl
r_pkg_name = pkg.__name__

# probe: importlib.import_module(".", package) is the package itself and ("..", package) its parent
# inputs
anchor = "pkg.sub"
# body
import importlib
m = importlib.import_module(".", anchor)
r_dot = m.NAME
r_dotdot = importlib.import_module("..", anchor).NAME
import pkg.sub
r_same = m is pkg.sub

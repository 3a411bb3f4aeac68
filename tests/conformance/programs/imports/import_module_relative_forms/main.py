# probe: importlib.import_module with relative names and package=: ".x", "..x", too many dots (ImportError), a relative name without package (TypeError)
# inputs
anchor = "pkg.sub"
# body
import importlib
r_leaf = importlib.import_module(".leaf", anchor).NAME
r_side = importlib.import_module("..side", package=anchor).NAME
try:
    importlib.import_module("....x", anchor)
    r_beyond = "ok"
except ImportError as e:
    r_beyond = type(e).__name__
try:
    importlib.import_module(".leaf")
    r_nopkg = "ok"
except TypeError as e:
    r_nopkg = type(e).__name__
r_same = importlib.import_module("pkg.sub.leaf") is importlib.import_module(".leaf", anchor)

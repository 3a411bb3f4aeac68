# probe: importlib.util.find_spec and importlib.import_module, as harness code checks whether a
# backend's package is installed: of a module beside the program, a package's submodule it has
# and one it lacks, a submodule of a plain module, the standard library, and a package nobody has
# inputs
name = "helper"
# body
import importlib
import importlib.util
from importlib.util import find_spec
r_beside = importlib.util.find_spec(name) is not None
r_sub = find_spec("pkg.present") is not None
r_sub_absent = find_spec("pkg.absent") is None
try:
    find_spec("helper.nope")
    r_not_package = "found"
except ModuleNotFoundError as e:
    r_not_package = str(e)
r_std = (find_spec("json") is not None, importlib.util.find_spec("collections.abc") is not None)
r_missing = find_spec("no_such_pkg_xyz") is None
try:
    find_spec("no_such_pkg_xyz.sub")
    r_missing_sub = "found"
except ModuleNotFoundError:
    r_missing_sub = "ModuleNotFoundError"
try:
    importlib.import_module("no_such_pkg_xyz")
    r_import = "imported"
except ImportError:
    r_import = "ImportError"
try:
    importlib.import_module("pkg.absent")
    r_import_sub = "imported"
except ImportError:
    r_import_sub = "ImportError"
r_helper = importlib.import_module(name).VALUE
available = {n: find_spec(n) is not None for n in ("json", "helper", "pkg")}
r_available = sorted(k for k, v in available.items() if v)

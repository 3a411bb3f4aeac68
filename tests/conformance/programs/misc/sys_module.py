# probe: deterministic parts of sys
# inputs
v = 3
# body
import sys
r_version_ok = sys.version_info >= (3, v)
r_major = sys.version_info[0]
r_maxsize_positive = sys.maxsize > 2 ** 31
r_modules_has_sys = "sys" in sys.modules
r_byteorder_known = sys.byteorder in ("little", "big")
r_path_is_list = isinstance(sys.path, list)

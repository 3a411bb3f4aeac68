# probe: __path__, __file__, __name__ and __package__ of a package and its modules
# inputs
v = 1
# body
import os
import pkg
import pkg.mod
r_pkg_file = os.path.basename(pkg.__file__)
r_pkg_path_len = len(pkg.__path__)
r_pkg_path_base = os.path.basename(pkg.__path__[0])
r_mod_name = pkg.mod.__name__
r_mod_package = pkg.mod.__package__
r_seen_from_inside = pkg.SEEN
r_main_file = os.path.basename(__file__)
r_main_dir_has_pkg = os.path.isdir(os.path.join(os.path.dirname(__file__), "pkg"))

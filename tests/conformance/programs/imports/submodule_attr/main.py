# probe: a package's submodule becomes its attribute once imported, from anywhere; `import pkg.sub as s`; a package attribute shadowing a submodule of the same name
# inputs
which = "one"
# body
import pkg
r_before = hasattr(pkg, "one")
import pkg.one
r_after = hasattr(pkg, "one")
r_val = pkg.one.X
import pkg.two as t
r_two = t.Y
r_pkg_two = pkg.two is t
r_shadow = pkg.three
import pkg.three
r_shadow_after = type(pkg.three).__name__
r_dyn = getattr(pkg, which).X

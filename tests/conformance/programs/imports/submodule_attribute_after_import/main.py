# probe: a package's submodule is its attribute only once imported: hasattr before and after `import pkg.one`, getattr default, dir membership
# inputs
name = "one"
# body
import pkg
r_before = hasattr(pkg, name)
r_before_dir = name in dir(pkg)
r_default = getattr(pkg, "two", "absent")
import pkg.one
r_after = hasattr(pkg, name)
r_after_dir = name in dir(pkg)
r_x = pkg.one.X
r_two_still = hasattr(pkg, "two")
from pkg import two
r_two_now = hasattr(pkg, "two")
r_y = two.Y

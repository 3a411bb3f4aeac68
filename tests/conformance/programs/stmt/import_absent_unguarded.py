# probe: an unguarded import of an absent module fails with ModuleNotFoundError
# expect: raises ModuleNotFoundError
# inputs
before = 1
# body
r_before = before
import definitely_not_installed_mod_xyz
r_after = "not reached"

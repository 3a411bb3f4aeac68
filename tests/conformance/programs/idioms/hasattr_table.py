# probe: a table that gains an entry only where a module has an attribute
# inputs
name = "lcm"
# body
import math
TABLE = {"gcd": math.gcd}
if hasattr(math, name):
    TABLE[name] = getattr(math, name)
if hasattr(math, "no_such_function_xyz"):
    TABLE["bogus"] = None
r_keys = sorted(TABLE)
r_len = len(TABLE)
r_call = TABLE[name](4, 6)

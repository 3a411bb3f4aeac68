# probe: minimal: every import form inside a function binds the module global the function declares (lazy-import idiom)
# inputs
v = 2.5
# body
def load():
    global math, floor, jn, os_path
    import math
    from math import floor
    import json as jn
    import os.path as os_path
load()
r_import = math.floor(v)
r_from = floor(v)
r_as = jn.dumps([1])
r_dotted_as = os_path.basename("/a/b.txt")
def load_dotted():
    global os
    import os.path
load_dotted()
r_dotted = os.path.basename("/a/c.txt")

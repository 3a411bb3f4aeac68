# probe: AttributeError's name and obj (3.10+), NameError's name, KeyError's args from a tuple key, IndexError args, ImportError name
# inputs
key = (1, 2)
# body
class C:
    pass
c = C()
try:
    c.missing
except AttributeError as e:
    r_attr = (e.name, e.obj is c, e.args[0] if False else None)
try:
    undefined_name_xyz
except NameError as e:
    r_name = e.name
try:
    {}[key]
except KeyError as e:
    r_key = e.args
try:
    import no_such_module_xyz
except ImportError as e:
    r_import = (type(e).__name__, e.name)
e = AttributeError("x", name="n", obj=5)
r_made = (e.name, e.obj, e.args)

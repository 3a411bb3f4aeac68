# probe: import of a dotted private name inside a class body binds the mangled first part
# inputs
k = 1
# body
class C:
    import os.path as __p
    import os.path
    r = k
r_has_mangled = hasattr(C, "_C__p")
r_has_plain = hasattr(C, "__p")
r_has_os = hasattr(C, "os")

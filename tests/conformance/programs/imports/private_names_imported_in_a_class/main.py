# probe: in a class body, `from m import __x` takes and binds the attribute `_C__x`, `import __mod` imports and binds the module `_C__mod`, `as __z` binds `_C__z`
# inputs
k = 1
# body
class C:
    from mangled_names_source import __x
    from mangled_names_source import __y as __z
    import _C__mod as plain
    import __mod
r_x = C._C__x
r_z = C._C__z + k
r_mod = C._C__mod.VALUE
r_plain_same = C.plain is C._C__mod
r_has_plain_name = hasattr(C, "__x")
try:
    class D:
        from mangled_names_source import __x
    r_d = D._D__x
except ImportError as e:
    r_d = type(e).__name__

# probe: an import of a module that is absent, guarded by except ImportError
# inputs
fallback = "builtin"
# body
try:
    import definitely_not_installed_mod_xyz as impl
    r_impl = "fast"
except ImportError:
    impl = None
    r_impl = fallback
r_has_impl = impl is not None
try:
    from definitely_not_installed_mod_xyz import thing
    r_thing = "imported"
except ModuleNotFoundError as e:
    r_thing = type(e).__name__

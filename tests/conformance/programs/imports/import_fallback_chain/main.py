# probe: try/except ImportError fallbacks: a name a present module lacks (ImportError, not ModuleNotFoundError), an absent module (ModuleNotFoundError, an ImportError), the first that works wins
# inputs
k = 3
# body
try:
    from fast_impl import turbo
    r_mode = "turbo"
except ImportError as e:
    r_kind1 = type(e).__name__
    try:
        from no_such_module_here_xyz import turbo
        r_mode = "other"
    except ImportError as e2:
        r_kind2 = type(e2).__name__
        r_is_sub = isinstance(e2, ImportError)
        from fast_impl import speed
        r_mode = speed()
r_k = k
try:
    import fast_impl.sub
    r_dotted = "ok"
except ModuleNotFoundError as e:
    r_dotted = type(e).__name__

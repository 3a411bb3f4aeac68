# probe: inspect.signature of functions: parameter names, defaults and kinds
# inputs
v = 1
# body
import inspect
def run(cfg, backend="halops", *args, dry_run=False, **kw):
    pass
sig = inspect.signature(run)
r_names = list(sig.parameters)
r_default = sig.parameters["backend"].default
r_empty = sig.parameters["cfg"].default is inspect.Parameter.empty
r_kinds = [p.kind.name for p in sig.parameters.values()]
r_bound = sorted(sig.bind(v, dry_run=True).arguments)
r_isfunction = (inspect.isfunction(run), inspect.isclass(run))

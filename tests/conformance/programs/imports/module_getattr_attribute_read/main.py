# probe: a plain module's __getattr__ answers `m.name` for a name it lacks; a name it has is not passed to it
# inputs
suffix = "!"
# body
import lazy
r_real = lazy.REAL
r_attr = lazy.dyn_slow + suffix
r_calls = list(lazy.CALLS)

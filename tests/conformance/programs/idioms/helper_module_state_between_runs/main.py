# probe: a helper module's state changed by the program through its functions (a mutable default, a nonlocal counter, a generator, a class attribute, an lru_cache, a singledispatch registry, a function attribute): each run starts from the module as first imported
# inputs
v = 3
# body
import helper
r_default = helper.append_default(v)
r_bump = (helper.bump(), helper.bump())
r_gen = next(helper.GEN)
r_level_before = helper.Settings.level
helper.Settings.level += v
r_level_after = helper.Settings.level
r_cached = (helper.cached(v), helper.cached(v), list(helper.calls))
r_kind_before = helper.kind(1.5)
helper.kind.register(float, lambda x: "float")
r_kind_after = helper.kind(1.5)
r_tag_before = helper.tagged()
helper.tagged.tag = "tagged"
r_tag_after = helper.tagged()

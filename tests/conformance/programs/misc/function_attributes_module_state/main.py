# probe: a function's attributes are module state: a run's changes are gone in the next run, and a call that read one is not reused after it changed
# inputs
n = 2
# body
import helper
r_first = helper.adapt.calls
for i in range(n):
    helper.adapt(i)
r_calls = helper.adapt.calls
r_counted = [helper.counted() for _ in range(3)]
helper.adapt.calls = 10
r_counted2 = [helper.counted() for _ in range(3)]
r_kind = [helper.kind_of(helper.adapt) for _ in range(3)]
helper.adapt.kind = "bf16"
r_kind2 = [helper.kind_of(helper.adapt) for _ in range(3)]
helper.adapt.extra = 1
r_extra = hasattr(helper.adapt, "extra")

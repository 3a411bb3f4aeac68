# probe: hidden state in an imported helper: a mutable default argument used as a cache, a closure counter, a function attribute counting calls; what each run sees from a fresh import
# inputs
names = ["bf16", "fp8", "bf16"]
# body
import helper
r_ids = [helper.lookup(n) for n in names]
r_cache = dict(helper.lookup.__defaults__[0])
r_bumps = [helper.bump(), helper.bump()]
r_run = [helper.run(i) for i in range(3)]
r_calls = helper.run.calls
r_new_counter = helper.counter()()
r_defaults_len = len(helper.lookup.__defaults__)

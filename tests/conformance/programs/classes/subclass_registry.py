# probe: a registry built from __subclasses__ by a comprehension (a harness idiom)
# inputs
wanted = "decode"
# body
class Scenario:
    name = None
    def run(self):
        return f"running {self.name}"
class Prefill(Scenario):
    name = "prefill"
class Decode(Scenario):
    name = "decode"
SCENARIOS = {c.name: c for c in Scenario.__subclasses__()}
r_names = sorted(SCENARIOS)
r_len = len(SCENARIOS)
r_has = wanted in SCENARIOS
r_run = SCENARIOS[wanted]().run()
r_missing = "train" in SCENARIOS

# probe: a __deepcopy__ that deep-copies only some attributes, sharing others; nested inside containers; memo without registering self
# inputs
v = 9
# body
import copy
class Model:
    def __init__(self, weights, config):
        self.weights = weights
        self.config = config
    def __deepcopy__(self, memo):
        return Model(self.weights, copy.deepcopy(self.config, memo))
w = [v]
cfg = {"lr": [0.1]}
m = Model(w, cfg)
container = {"m": m, "again": m, "cfg": cfg}
c = copy.deepcopy(container)
r_weights_shared = c["m"].weights is w
r_config_copied = c["m"].config is cfg
r_m_twice = c["m"] is c["again"]
r_cfg_shared_with_model = c["cfg"] is c["m"].config
r_cfg_val = c["cfg"]

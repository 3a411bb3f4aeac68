# probe: yaml.safe_load of a data file beside the program (the GPU table idiom)
# inputs
gpu = "H100"
# body
import os
import yaml
with open(os.path.join(os.path.dirname(__file__), "gpus.yaml")) as f:
    spec = yaml.safe_load(f)
GPU_SPECS = spec["gpus"]
r_names = sorted(GPU_SPECS)
r_has = gpu in GPU_SPECS
r_peak = GPU_SPECS[gpu]["fp8_tflops"]
r_fp4 = [n for n, s in GPU_SPECS.items() if s.get("fp4_tflops")]
r_defaults = spec["defaults"]

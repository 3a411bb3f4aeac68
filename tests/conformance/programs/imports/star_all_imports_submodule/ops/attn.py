NAME = "attn-mod"

#pragma once
/* placeholder: the PNG shim (owner: PNG work) */
int pngshim_version(void);

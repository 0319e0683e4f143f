; Windows installer for Pass the Night (Inno Setup 6.3 or later: the x64compatible
; architecture identifier below is 6.3's; the release workflow uses the runner's preinstalled copy).
;
;   python packaging\build.py              bundle + build\installer\defines.iss
;   iscc packaging\windows\installer.iss   -> dist\pass-the-night-<version>-windows-x64-setup.exe
;
; Per-user install (no admin rights) into %LOCALAPPDATA%\Programs\Pass the Night, a
; Start-menu shortcut, an optional desktop shortcut, and an uninstaller.
; Every define can be given on the command line instead, e.g.
;   iscc /DAppVersion=1.2.3 /DBundleDir=C:\path\to\pass-the-night /DAppIcon=C:\path\to\app.ico installer.iss

#define RepoRoot AddBackslash(SourcePath) + "..\.."
#define GeneratedDefines RepoRoot + "\build\installer\defines.iss"
#if FileExists(GeneratedDefines)
  #include GeneratedDefines
#endif

#ifndef AppVersion
  #error AppVersion is not defined: run "python packaging\build.py" first or pass /DAppVersion=x.y.z
#endif
#ifndef BundleDir
  #define BundleDir RepoRoot + "\dist\pass-the-night"
#endif
#ifndef AppIcon
  #define AppIcon RepoRoot + "\build\icons\app.ico"
#endif
#ifndef OutputDir
  #define OutputDir RepoRoot + "\dist"
#endif
#if !FileExists(BundleDir + "\pass-the-night.exe")
  #error The bundle is missing (no pass-the-night.exe in BundleDir): run "python packaging\build.py" first
#endif

#define AppName "Pass the Night"
#define AppExe "pass-the-night.exe"

[Setup]
AppId={{DAB3D289-6D2E-40F8-8D12-D52EB31197BF}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=pass-the-night-{#AppVersion}-windows-x64-setup
SetupIconFile={#AppIcon}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
ShowLanguageDialog=auto
LanguageDetectionMethod=uilanguage
Compression=lzma2/max
SolidCompression=yes

; The game's three languages (app/ui/i18n.py, and the Qt translations pyi_slim keeps): English,
; Vietnamese (Inno Setup has no official Vietnamese file: windows\Vietnamese.isl is the
; project's own) and Spanish. Setup starts in the one that matches Windows' UI language.
[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "vietnamese"; MessagesFile: "Vietnamese.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
